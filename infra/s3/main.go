// Command s3 serves the S3 protocol for local runs and tests: gofakes3 with its
// filesystem backend (objects as plain files, metadata beside them), so logos
// uploaded through STORAGE_DRIVER=s3 survive a restart like every other store
// under .data/. It checks no signatures: any access key is accepted.
package main

import (
	"context"
	"errors"
	"flag"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3afero"
)

func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func main() {
	listen := flag.String("listen-addr", env("S3_LISTEN_ADDR", "127.0.0.1:59000"), "TCP listen address")
	dir := flag.String("data-dir", env("S3_DATA_DIR", "data"), "directory holding buckets/ and metadata/")
	bucket := flag.String("bucket", env("S3_BUCKET", "portal-local"), "bucket created at start when missing")
	quiet := flag.Bool("quiet", env("S3_QUIET", "") != "", "do not log every request")
	flag.Parse()

	if err := gofakes3.ValidateBucketName(*bucket); err != nil {
		log.Fatalf("s3: bucket %q: %v", *bucket, err)
	}
	fs, err := s3afero.FsPath(*dir, s3afero.FsPathCreateAll)
	if err != nil {
		log.Fatalf("s3: data dir %s: %v", *dir, err)
	}
	backend, err := s3afero.MultiBucket(fs)
	if err != nil {
		log.Fatalf("s3: backend: %v", err)
	}
	if err := backend.CreateBucket(*bucket); err != nil && !gofakes3.IsAlreadyExists(err) {
		log.Fatalf("s3: create bucket %q: %v", *bucket, err)
	}

	logger := gofakes3.GlobalLog()
	if *quiet {
		logger = gofakes3.DiscardLog()
	}
	faker := gofakes3.New(backend, gofakes3.WithLogger(logger))

	listener, err := net.Listen("tcp", *listen)
	if err != nil {
		log.Fatalf("s3: listen %s: %v", *listen, err)
	}
	server := &http.Server{Handler: faker.Server(), ReadHeaderTimeout: 10 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		// Let in-flight uploads finish so no half-written object is left behind.
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = server.Shutdown(shutdown)
	}()

	log.Printf("s3 listening on %s, bucket %q, data in %s", *listen, *bucket, *dir)
	if err := server.Serve(listener); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
	log.Print("s3 stopped")
}
