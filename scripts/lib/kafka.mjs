// Apache Kafka 3.9 in KRaft mode (broker+controller in one JVM), jars from Maven
// Central via infra/kafka/pom.xml. Kafka 3.x logs through slf4j 1.7 -> reload4j,
// configured with a log4j 1.x properties file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, DATA, ROOT, ports } from './config.mjs';
import { run, which } from './exec.mjs';
import { hashFiles, readMarker, writeMarker } from './install.mjs';
import { timed } from './log.mjs';
import { livePid, logSince, logSize, removeRecord, spawnDetached, stopGroup, tcpCheck, waitFor } from './processes.mjs';

const POM = path.join(ROOT, 'infra', 'kafka', 'pom.xml');
const LIBS = path.join(CACHE, 'kafka', 'libs');
const LIBS_MARKER = path.join(CACHE, 'kafka', 'libs.hash');
const DIR = path.join(DATA, 'kafka');
const LOG_DIR = path.join(DIR, 'data');
const PROPS = path.join(DIR, 'server.properties');
const LOG4J = path.join(DIR, 'log4j.properties');
const STARTED = /Kafka Server started/;

export async function ensureInstalled() {
  const hash = hashFiles([POM]);
  const complete = fs.existsSync(LIBS) && fs.readdirSync(LIBS).some((f) => /^kafka_2\.13-3\.9\.\d+\.jar$/.test(f));
  if (complete && readMarker(LIBS_MARKER) === hash) return;
  const mvn = which('mvn', ['/usr/bin/mvn']);
  if (!mvn) throw new Error('Maven (mvn) is required to fetch the Kafka jars');
  fs.rmSync(LIBS, { recursive: true, force: true });
  await timed('maven: Kafka jars -> .cache/kafka/libs', () =>
    // Captured: Debian's Maven 3.8 prints stray ANSI resets even with -q -B.
    run(mvn, ['-q', '-B', '-f', POM, 'dependency:copy-dependencies', '-DincludeScope=runtime', `-DoutputDirectory=${LIBS}`], {
      capture: true,
    }).catch((e) => {
      throw new Error(`maven could not fetch the Kafka jars:\n${e.output}`);
    }),
  );
  writeMarker(LIBS_MARKER, hash);
}

/** Kafka's Uuid format: 16 random bytes, base64url; a leading '-' confuses CLI parsing. */
function clusterId() {
  const file = path.join(DIR, 'cluster.id');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  let id;
  do id = crypto.randomBytes(16).toString('base64url');
  while (id.startsWith('-'));
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(file, id + '\n');
  return id;
}

function writeConfig() {
  const props = {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@127.0.0.1:${ports.kafkaController}`,
    listeners: `PLAINTEXT://127.0.0.1:${ports.kafka},CONTROLLER://127.0.0.1:${ports.kafkaController}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${ports.kafka}`,
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'log.dirs': LOG_DIR,
    'auto.create.topics.enable': false,
    'num.partitions': 3,
    'default.replication.factor': 1,
    'min.insync.replicas': 1,
    'offsets.topic.replication.factor': 1,
    // 50 offset partitions (the default) slow the first consumer-group join on a laptop.
    'offsets.topic.num.partitions': 10,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    'group.initial.rebalance.delay.ms': 0,
    'num.network.threads': 2,
    'num.io.threads': 4,
    'num.recovery.threads.per.data.dir': 1,
    'log.retention.hours': 168,
  };
  const log4j = [
    'log4j.rootLogger=INFO, stdout',
    'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
    'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
    'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
    'log4j.logger.kafka=INFO',
    'log4j.logger.org.apache.kafka=INFO',
    'log4j.logger.state.change.logger=WARN',
    'log4j.logger.kafka.request.logger=WARN',
    'log4j.logger.kafka.log.LogCleaner=WARN',
  ];
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(
    PROPS,
    Object.entries(props)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
  fs.writeFileSync(LOG4J, log4j.join('\n') + '\n');
}

function java() {
  const bin = which('java', ['/usr/bin/java']);
  if (!bin) throw new Error('java (17+) is required for Kafka');
  return bin;
}

const classpath = () => `${LIBS}/*`;
const log4jOpt = () => `-Dlog4j.configuration=file:${LOG4J}`;

async function formatOnce() {
  if (fs.existsSync(path.join(LOG_DIR, 'meta.properties'))) return;
  await run(
    java(),
    ['-Xmx256m', '-cp', classpath(), log4jOpt(), 'kafka.tools.StorageTool', 'format', '-t', clusterId(), '-c', PROPS, '--ignore-formatted'],
    {
      capture: true,
    },
  ).catch((e) => {
    throw new Error(`kafka storage format failed: ${e.output || e.message}`);
  });
}

export const health = () => tcpCheck(ports.kafka);

export async function start() {
  let pid = livePid('kafka');
  if (pid) {
    await waitFor(health, { pid, what: 'kafka', timeoutMs: 60000 });
    return pid;
  }
  await ensureInstalled();
  writeConfig();
  await formatOnce();
  const heap = (process.env.KAFKA_HEAP_OPTS || '-Xms256m -Xmx512m').split(/\s+/).filter(Boolean);
  const jvm = [...heap, '-XX:+UseG1GC', '-XX:MaxGCPauseMillis=20', '-XX:+ExitOnOutOfMemoryError', '-Djava.awt.headless=true'];
  const from = logSize('kafka');
  pid = spawnDetached('kafka', java(), [...jvm, '-cp', classpath(), log4jOpt(), 'kafka.Kafka', PROPS], { cwd: DIR });
  // The port opens before the broker has caught up with the metadata log; the
  // "started" line is what says clients can use it.
  await waitFor(async () => STARTED.test(logSince('kafka', from)) && (await health()), { pid, what: 'kafka', timeoutMs: 90000 });
  return pid;
}

export async function stop() {
  const pid = livePid('kafka');
  if (!pid) return 'not running';
  // Controlled shutdown of a single node takes a few seconds; give it room before SIGKILL.
  const result = await stopGroup(pid, { graceMs: 30000 });
  removeRecord('kafka');
  return result;
}

export const describe = () => `127.0.0.1:${ports.kafka} (controller ${ports.kafkaController})`;
