// Command ferretdb runs FerretDB v1 embedded, so that it can be built with a
// plain `go build` from the module proxy: FerretDB's own cmd needs a generated
// version.txt that module downloads lack, the library does not.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func main() {
	listen := flag.String("listen-addr", env("FERRETDB_LISTEN_ADDR", "127.0.0.1:57017"), "TCP listen address")
	handler := flag.String("handler", env("FERRETDB_HANDLER", "postgresql"), "backend: postgresql or sqlite")
	pgURL := flag.String("postgresql-url", env("FERRETDB_POSTGRESQL_URL", "postgres://portal:portal@127.0.0.1:55432/ferretdb"), "PostgreSQL URL")
	sqliteURL := flag.String("sqlite-url", env("FERRETDB_SQLITE_URL", "file:data/"), "SQLite directory URI")
	level := flag.String("log-level", env("FERRETDB_LOG_LEVEL", "info"), "debug, info, warn or error")
	flag.Parse()

	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(*level)); err != nil {
		log.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: lvl}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Logger:        logger,
		Handler:       *handler,
		PostgreSQLURL: *pgURL,
		SQLiteURL:     *sqliteURL,
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	logger.Info("ferretdb starting", "addr", *listen, "handler", *handler)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
	logger.Info("ferretdb stopped")
}
