// Static checks for deploy/ (no cluster or Docker needed): `npm run check:deploy`.
//  - every YAML document under deploy/k8s is validated against the Kubernetes
//    API schemas shipped in `kubernetes-models`; unknown apiVersion/kind fails;
//  - references between objects resolve (ConfigMaps, Secrets and their keys,
//    Service selectors and ports, HPA targets, Ingress backends);
//  - kustomization.yaml lists only existing files, and every manifest is listed;
//  - every service in services/*/package.json has a compose service and a k8s
//    Deployment + Service, with matching ports and its own database.
// kubernetes-models does not reject unknown fields, so the fields this project
// relies on (probes, resources, config sources) are checked explicitly.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parseDocument } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const K8S_DIR = path.join(ROOT, 'deploy/k8s');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const COMPOSE_ENV_EXAMPLE = path.join(ROOT, 'deploy/compose/.env.example');
const POSTGRES_INIT = path.join(ROOT, 'deploy/compose/postgres-init.sql');
const SERVICES_DIR = path.join(ROOT, 'services');

const PORTAL_CONFIG = 'portal-config';
const WITH_HPA = ['gateway', 'projection'];
const INGRESS_SERVICE = 'gateway';

const problems = [];
const rel = (file) => path.relative(ROOT, file);
const fail = (where, message) => problems.push(`${where}: ${message}`);
const describe = (o) => `${o.kind}/${o.name ?? '?'}`;
const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

// ---------------------------------------------------------------- parsing

const yamlFiles = existsSync(K8S_DIR)
  ? walk(K8S_DIR)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
  : [];
if (yamlFiles.length === 0) fail(rel(K8S_DIR), 'no YAML manifests found');

const isKustomization = (file) => /^kustomization\.ya?ml$/i.test(path.basename(file));
const isExample = (file) => /\.example\.ya?ml$/.test(file);

const objects = [];
const kustomizations = [];
for (const file of yamlFiles) {
  // kubectl reads manifests with YAML 1.1 rules (`on`, `yes` are booleans).
  const docs = parseAllDocuments(readFileSync(file, 'utf8'), {
    version: '1.1',
    prettyErrors: true,
  });
  const list = Array.isArray(docs) ? docs : [docs];
  list.forEach((doc, index) => {
    const where = `${rel(file)}#${index + 1}`;
    for (const error of doc.errors) fail(where, `YAML error: ${error.message.split('\n')[0]}`);
    if (doc.errors.length > 0) return;
    const value = doc.toJS();
    if (value === null || value === undefined) return;
    if (!isPlainObject(value)) return fail(where, 'document is not a mapping');
    if (isKustomization(file)) kustomizations.push({ file, value });
    else
      objects.push({
        file,
        where,
        value,
        kind: value.kind,
        apiVersion: value.apiVersion,
        name: value.metadata?.name,
      });
  });
}

// ------------------------------------------------------ schema validation

const require = createRequire(import.meta.url);
const modelsVersion = require('kubernetes-models/package.json').version;
const API_VERSION = /^([a-z0-9]([a-z0-9.-]*[a-z0-9])?\/)?v\d+((alpha|beta)\d+)?$/;

const modelFor = async (apiVersion, kind) => {
  if (typeof apiVersion !== 'string' || !API_VERSION.test(apiVersion)) return null;
  let module;
  try {
    module = await import(`kubernetes-models/${apiVersion}`);
  } catch {
    return null;
  }
  const model = module[kind];
  // Only top-level API objects carry their own apiVersion/kind (not e.g. "DeploymentSpec").
  return typeof model === 'function' && model.kind === kind && model.apiVersion === apiVersion ? model : null;
};

const formatSchemaError = (error) => {
  const at = error.instancePath || '/';
  const extra = error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : '';
  return `${at} ${error.message ?? error.keyword}${extra}`;
};

for (const o of objects) {
  if (typeof o.apiVersion !== 'string' || typeof o.kind !== 'string') {
    fail(o.where, 'missing apiVersion or kind');
    continue;
  }
  if (typeof o.name !== 'string' || o.name === '') fail(o.where, `${o.kind} has no metadata.name`);
  const Model = await modelFor(o.apiVersion, o.kind);
  if (!Model) {
    fail(o.where, `unknown kind "${o.kind}" for apiVersion "${o.apiVersion}"`);
    continue;
  }
  try {
    new Model(o.value).validate();
  } catch (error) {
    const details = Array.isArray(error?.errors) ? error.errors.map(formatSchemaError) : [String(error?.message ?? error)];
    for (const detail of details) fail(o.where, `${o.kind}/${o.name}: ${detail}`);
  }
}

// ---------------------------------------------------- cross-object checks

const seen = new Map();
for (const o of objects) {
  const key = `${o.apiVersion}/${o.kind}/${o.value.metadata?.namespace ?? ''}/${o.name}`;
  if (seen.has(key)) fail(o.where, `duplicate ${o.kind}/${o.name} (also in ${seen.get(key)})`);
  else seen.set(key, o.where);
}

const byKind = (kind) => objects.filter((o) => o.kind === kind);
const find = (kind, name) => objects.find((o) => o.kind === kind && o.name === name);
const keysOf = (o) => new Set([...Object.keys(o?.value.data ?? {}), ...Object.keys(o?.value.stringData ?? {})]);

const podTemplateOf = (o) => {
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet'].includes(o.kind)) return o.value.spec?.template;
  if (o.kind === 'CronJob') return o.value.spec?.jobTemplate?.spec?.template;
  if (o.kind === 'Pod') return o.value;
  return undefined;
};

const checkRef = (owner, what, kind, name, key, optional) => {
  if (optional) return;
  const target = find(kind, name);
  if (!target) return fail(owner.where, `${owner.kind}/${owner.name}: ${what} refers to missing ${kind} "${name}"`);
  if (key !== undefined && !keysOf(target).has(key)) {
    fail(owner.where, `${owner.kind}/${owner.name}: ${what} refers to missing key "${key}" of ${kind} "${name}"`);
  }
};

for (const o of objects) {
  const pod = podTemplateOf(o)?.spec;
  if (!isPlainObject(pod)) continue;
  const containers = [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
  for (const c of containers) {
    for (const source of c.envFrom ?? []) {
      if (source.configMapRef)
        checkRef(o, `envFrom of ${c.name}`, 'ConfigMap', source.configMapRef.name, undefined, source.configMapRef.optional);
      if (source.secretRef) checkRef(o, `envFrom of ${c.name}`, 'Secret', source.secretRef.name, undefined, source.secretRef.optional);
    }
    for (const variable of c.env ?? []) {
      const cm = variable.valueFrom?.configMapKeyRef;
      const secret = variable.valueFrom?.secretKeyRef;
      if (cm) checkRef(o, `env ${variable.name}`, 'ConfigMap', cm.name, cm.key, cm.optional);
      if (secret) checkRef(o, `env ${variable.name}`, 'Secret', secret.name, secret.key, secret.optional);
    }
  }
  for (const volume of pod.volumes ?? []) {
    if (volume.configMap) checkRef(o, `volume ${volume.name}`, 'ConfigMap', volume.configMap.name, undefined, volume.configMap.optional);
    if (volume.secret) checkRef(o, `volume ${volume.name}`, 'Secret', volume.secret.secretName, undefined, volume.secret.optional);
  }
  const volumeNames = new Set((pod.volumes ?? []).map((v) => v.name));
  for (const c of containers) {
    for (const mount of c.volumeMounts ?? []) {
      if (!volumeNames.has(mount.name)) fail(o.where, `${describe(o)}: container ${c.name} mounts unknown volume "${mount.name}"`);
    }
  }
}

const hpaTargets = new Set(
  byKind('HorizontalPodAutoscaler').map((h) => h.value.spec?.scaleTargetRef?.kind === 'Deployment' && h.value.spec.scaleTargetRef.name),
);

const httpGetPath = (probe) => probe?.httpGet?.path;
for (const d of byKind('Deployment')) {
  const spec = d.value.spec ?? {};
  const podLabels = spec.template?.metadata?.labels ?? {};
  for (const [k, v] of Object.entries(spec.selector?.matchLabels ?? {})) {
    if (podLabels[k] !== v) fail(d.where, `${describe(d)}: selector ${k}=${v} does not match the pod template labels`);
  }
  if (hpaTargets.has(d.name) && spec.replicas !== undefined) {
    fail(d.where, `${describe(d)}: is scaled by an HPA, so spec.replicas must be left out (every apply would reset it)`);
  }
  for (const c of spec.template?.spec?.containers ?? []) {
    const at = `${describe(d)} container ${c.name}`;
    if (httpGetPath(c.readinessProbe) !== '/readyz') fail(d.where, `${at}: readinessProbe must be httpGet /readyz`);
    if (httpGetPath(c.livenessProbe) !== '/healthz') fail(d.where, `${at}: livenessProbe must be httpGet /healthz`);
    for (const bound of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        if (c.resources?.[bound]?.[resource] === undefined) fail(d.where, `${at}: resources.${bound}.${resource} is not set`);
      }
    }
    if (!(c.envFrom ?? []).some((s) => s.configMapRef?.name === PORTAL_CONFIG))
      fail(d.where, `${at}: must load envFrom ConfigMap ${PORTAL_CONFIG}`);
    if (!(c.envFrom ?? []).some((s) => s.secretRef)) fail(d.where, `${at}: must load envFrom a Secret`);
    const env = Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));
    const http = (c.ports ?? []).find((p) => p.name === 'http');
    if (!http) fail(d.where, `${at}: needs a container port named "http"`);
    else if (env.PORT?.value !== String(http.containerPort))
      fail(d.where, `${at}: env PORT must equal the http containerPort ${http.containerPort}`);
    if (env.SERVICE_NAME?.value !== d.name) fail(d.where, `${at}: env SERVICE_NAME must be "${d.name}"`);
    if (env.DATABASE_URL?.valueFrom?.secretKeyRef?.key !== d.name)
      fail(d.where, `${at}: env DATABASE_URL must come from a Secret key named "${d.name}"`);
  }
}

const podsMatching = (selector) =>
  byKind('Deployment').filter((d) => {
    const labels = d.value.spec?.template?.metadata?.labels ?? {};
    return Object.entries(selector).every(([k, v]) => labels[k] === v);
  });

for (const s of byKind('Service')) {
  const selector = s.value.spec?.selector;
  if (!isPlainObject(selector) || Object.keys(selector).length === 0) continue;
  const targets = podsMatching(selector);
  if (targets.length === 0) {
    fail(s.where, `${describe(s)}: selector matches no Deployment`);
    continue;
  }
  for (const port of s.value.spec?.ports ?? []) {
    const target = port.targetPort ?? port.port;
    for (const d of targets) {
      const ports = (d.value.spec.template.spec?.containers ?? []).flatMap((c) => c.ports ?? []);
      const ok = typeof target === 'string' ? ports.some((p) => p.name === target) : ports.some((p) => p.containerPort === target);
      if (!ok) fail(s.where, `${describe(s)}: targetPort ${target} is not a port of Deployment/${d.name}`);
    }
  }
}

for (const h of byKind('HorizontalPodAutoscaler')) {
  const ref = h.value.spec?.scaleTargetRef ?? {};
  if (ref.kind !== 'Deployment' || !find('Deployment', ref.name))
    fail(h.where, `${describe(h)}: scaleTargetRef ${ref.kind}/${ref.name} does not exist`);
  if ((h.value.spec?.minReplicas ?? 1) > h.value.spec?.maxReplicas) fail(h.where, `${describe(h)}: minReplicas is above maxReplicas`);
}

const ingressBackends = new Set();
for (const ing of byKind('Ingress')) {
  const backends = [
    ing.value.spec?.defaultBackend,
    ...(ing.value.spec?.rules ?? []).flatMap((r) => (r.http?.paths ?? []).map((p) => p.backend)),
  ];
  for (const backend of backends.filter(Boolean)) {
    const ref = backend.service;
    if (!ref) continue;
    ingressBackends.add(ref.name);
    const svc = find('Service', ref.name);
    if (!svc) {
      fail(ing.where, `${describe(ing)}: backend Service "${ref.name}" does not exist`);
      continue;
    }
    const ports = svc.value.spec?.ports ?? [];
    const ok = ref.port?.name !== undefined ? ports.some((p) => p.name === ref.port.name) : ports.some((p) => p.port === ref.port?.number);
    if (!ok) fail(ing.where, `${describe(ing)}: Service "${ref.name}" has no port ${ref.port?.name ?? ref.port?.number}`);
  }
}

// Topic defaults the services use must match what the topics Job creates.
const portalConfig = find('ConfigMap', PORTAL_CONFIG);
const topicsConfig = find('ConfigMap', 'kafka-topics');
if (!portalConfig) fail(rel(K8S_DIR), `ConfigMap ${PORTAL_CONFIG} is missing`);
if (!topicsConfig) fail(rel(K8S_DIR), 'ConfigMap kafka-topics is missing');
if (portalConfig && topicsConfig) {
  for (const [serviceKey, jobKey] of [
    ['KAFKA_TOPIC_PARTITIONS', 'PARTITIONS'],
    ['KAFKA_REPLICATION_FACTOR', 'REPLICATION_FACTOR'],
  ]) {
    if (portalConfig.value.data?.[serviceKey] !== topicsConfig.value.data?.[jobKey]) {
      fail(portalConfig.where, `${serviceKey} differs from kafka-topics ${jobKey}`);
    }
  }
}

// The topics Job creates exactly the topics the contract names, and a dead-letter topic per consumer group.
const TOPICS_FILE = path.join(ROOT, 'contracts/events/topics.json');
const PUBLIC_TOPIC_CONFIG_FILE = path.join(ROOT, 'contracts/src/public-topic-config.ts');
const listIn = (value) =>
  String(value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .sort();
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const sourceFiles = (dir) => walk(dir).filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f));
if (topicsConfig) {
  const data = topicsConfig.value.data ?? {};
  const contractTopics = JSON.parse(readFileSync(TOPICS_FILE, 'utf8')).topics;
  const expected = {
    DOMAIN_TOPICS: contractTopics
      .filter((t) => !t.public)
      .map((t) => t.topic)
      .sort(),
    PUBLIC_TOPICS: contractTopics
      .filter((t) => t.public)
      .map((t) => t.topic)
      .sort(),
  };
  for (const [key, topics] of Object.entries(expected)) {
    if (!sameList(listIn(data[key]), topics))
      fail(topicsConfig.where, `${key} must list ${rel(TOPICS_FILE)}'s topics: ${topics.join(' ')}`);
  }
  const days = Number(/PUBLIC_TOPIC_RETENTION_DAYS = (\d+)/.exec(readFileSync(PUBLIC_TOPIC_CONFIG_FILE, 'utf8'))?.[1]);
  if (!String(data.PUBLIC_TOPIC_CONFIG ?? '').includes(`retention.ms=${days * 24 * 60 * 60 * 1000}`))
    fail(topicsConfig.where, `PUBLIC_TOPIC_CONFIG must keep public topics ${days} days (${rel(PUBLIC_TOPIC_CONFIG_FILE)})`);
  // Consumer groups as the services name them: `groupId: '…'` literals and `…_GROUP = '…'` constants.
  const groups = new Set(
    sourceFiles(SERVICES_DIR).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:groupId:\s*|_GROUP\s*=\s*)'([a-z0-9-]+)'/g)].map((m) => m[1]),
    ),
  );
  const dlq = [...groups].map((g) => `dlq.${g}`).sort();
  if (!sameList(listIn(data.DLQ_TOPICS), dlq)) fail(topicsConfig.where, `DLQ_TOPICS must be one per consumer group: ${dlq.join(' ')}`);
}

// ------------------------------------------------------- kustomization

if (kustomizations.length === 0) fail(rel(K8S_DIR), 'no kustomization.yaml');
const listed = new Set();
const imagesInManifests = new Set(
  objects.flatMap((o) => (podTemplateOf(o)?.spec?.containers ?? []).map((c) => String(c.image).replace(/[:@].*$/, ''))),
);
for (const { file, value } of kustomizations) {
  const where = rel(file);
  if (value.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || value.kind !== 'Kustomization') {
    fail(where, 'must be apiVersion kustomize.config.k8s.io/v1beta1, kind Kustomization');
  }
  const dir = path.dirname(file);
  const entries = [
    ...(value.resources ?? []),
    ...(value.components ?? []),
    ...(value.crds ?? []),
    ...(value.patchesStrategicMerge ?? []),
    ...(value.patchesJson6902 ?? []).map((p) => p.path),
    ...(value.patches ?? []).map((p) => p.path),
    ...[...(value.configMapGenerator ?? []), ...(value.secretGenerator ?? [])].flatMap((g) => [
      ...(g.files ?? []).map((f) => String(f).replace(/^[^=]*=/, '')),
      ...(g.envs ?? []),
    ]),
  ].filter((entry) => typeof entry === 'string' && !entry.includes('://'));
  for (const entry of entries) {
    const target = path.resolve(dir, entry);
    if (!existsSync(target)) fail(where, `lists "${entry}", which does not exist`);
    else if (
      statSync(target).isDirectory() &&
      !['kustomization.yaml', 'kustomization.yml', 'Kustomization'].some((k) => existsSync(path.join(target, k)))
    ) {
      fail(where, `lists directory "${entry}", which has no kustomization.yaml`);
    } else {
      listed.add(target);
      if (isExample(target)) fail(where, `lists "${entry}": example files must never be applied`);
    }
  }
  for (const image of value.images ?? []) {
    if (!imagesInManifests.has(image.name)) fail(where, `images entry "${image.name}" matches no container image`);
  }
}
for (const file of new Set(objects.map((o) => o.file))) {
  if (!isExample(file) && !listed.has(file))
    fail(rel(file), 'is not listed in any kustomization.yaml (name it *.example.yaml if it must not be applied)');
}

// -------------------------------------------------------------- compose

const portalServices = existsSync(SERVICES_DIR)
  ? readdirSync(SERVICES_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(SERVICES_DIR, e.name, 'package.json')))
      .map((e) => e.name)
      .sort()
  : [];
if (portalServices.length === 0) fail(rel(SERVICES_DIR), 'no services/*/package.json found');

let composeServices = {};
if (!existsSync(COMPOSE_FILE)) fail(rel(COMPOSE_FILE), 'is missing');
else {
  const text = readFileSync(COMPOSE_FILE, 'utf8');
  const doc = parseDocument(text, { merge: true, prettyErrors: true });
  for (const error of doc.errors) fail(rel(COMPOSE_FILE), `YAML error: ${error.message.split('\n')[0]}`);
  if (doc.errors.length === 0) {
    composeServices = doc.toJS({ maxAliasCount: -1 })?.services ?? {};
    if (!isPlainObject(composeServices) || Object.keys(composeServices).length === 0) fail(rel(COMPOSE_FILE), 'has no services');
  }
  for (const [name, svc] of Object.entries(composeServices)) {
    const deps = Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
    for (const dep of deps) if (!(dep in composeServices)) fail(rel(COMPOSE_FILE), `service ${name} depends on unknown service "${dep}"`);
  }
  // Every required ${VAR} must be documented in the .env example.
  const documented = existsSync(COMPOSE_ENV_EXAMPLE)
    ? new Set([...readFileSync(COMPOSE_ENV_EXAMPLE, 'utf8').matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))
    : new Set();
  if (!existsSync(COMPOSE_ENV_EXAMPLE)) fail(rel(COMPOSE_ENV_EXAMPLE), 'is missing');
  for (const [, variable] of text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (!documented.has(variable)) fail(rel(COMPOSE_FILE), `uses \${${variable}}, which ${rel(COMPOSE_ENV_EXAMPLE)} does not document`);
  }
}

const initSql = existsSync(POSTGRES_INIT) ? readFileSync(POSTGRES_INIT, 'utf8') : '';
if (!initSql) fail(rel(POSTGRES_INIT), 'is missing');

for (const name of portalServices) {
  const database = `portal_${name.replaceAll('-', '_')}`;
  const svc = composeServices[name];
  if (!svc) fail(rel(COMPOSE_FILE), `no compose service for services/${name}`);
  else {
    if (svc.build?.args?.SERVICE !== name) fail(rel(COMPOSE_FILE), `service ${name}: build.args.SERVICE must be "${name}"`);
    if (!svc.healthcheck?.test) fail(rel(COMPOSE_FILE), `service ${name}: has no healthcheck`);
    const env = svc.environment ?? {};
    if (!String(env.DATABASE_URL ?? '').endsWith(`/${database}`))
      fail(rel(COMPOSE_FILE), `service ${name}: DATABASE_URL must point at database ${database}`);
    const k8sPort = find('Deployment', name)?.value.spec?.template?.spec?.containers?.[0]?.ports?.find(
      (p) => p.name === 'http',
    )?.containerPort;
    if (k8sPort !== undefined && String(env.PORT) !== String(k8sPort))
      fail(rel(COMPOSE_FILE), `service ${name}: PORT ${env.PORT} differs from the k8s containerPort ${k8sPort}`);
  }
  if (initSql && !new RegExp(`CREATE DATABASE ${database}\\b`, 'i').test(initSql)) fail(rel(POSTGRES_INIT), `does not create ${database}`);
  if (!find('Deployment', name)) fail(rel(K8S_DIR), `no Deployment for services/${name}`);
  if (!find('Service', name)) fail(rel(K8S_DIR), `no Service for services/${name}`);
}
for (const name of WITH_HPA) {
  if (!byKind('HorizontalPodAutoscaler').some((h) => h.value.spec?.scaleTargetRef?.name === name))
    fail(rel(K8S_DIR), `no HorizontalPodAutoscaler for ${name}`);
}
if (!ingressBackends.has(INGRESS_SERVICE)) fail(rel(K8S_DIR), `no Ingress routes to the ${INGRESS_SERVICE} Service`);

// -------------------------------------------------------------- report

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error(`check:deploy failed: ${problems.length} problem(s)`);
  process.exit(1);
}
const manifestFiles = new Set(objects.map((o) => o.file)).size;
console.log(
  `check:deploy ok: ${objects.length} Kubernetes objects in ${manifestFiles} files valid against kubernetes-models ${modelsVersion}; ` +
    `kustomization lists ${listed.size} files; compose + k8s cover ${portalServices.length} services (${portalServices.join(', ')})`,
);
