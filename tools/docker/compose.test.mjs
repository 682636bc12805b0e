// There is no Docker engine on these machines, so docker-compose.yml is checked
// here for what `docker compose up` relies on: the services exist, the API runs
// two replicas wired to PostgreSQL and Redis, every mounted or built file exists,
// and the proxy's upstreams are services of the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const services = compose.services;

test('compose has postgres, redis, the API, the static web server and the proxy', () => {
  assert.deepEqual(Object.keys(services).sort(), ['api', 'postgres', 'proxy', 'redis', 'web']);
});

test('the API runs two replicas against the compose PostgreSQL and Redis', () => {
  const api = services.api;
  assert.equal(api.deploy.replicas, 2);
  assert.match(api.environment.DATABASE_URL, /@postgres:5432\//);
  assert.match(api.environment.REDIS_URL, /^redis:\/\/redis:6379/);
  assert.ok(api.depends_on.postgres && api.depends_on.redis);
});

test('only the proxy publishes a port', () => {
  const published = Object.entries(services).filter(([, s]) => s.ports).map(([name]) => name);
  assert.deepEqual(published, ['proxy']);
});

test('every file the compose file mounts or builds from exists', () => {
  for (const [name, service] of Object.entries(services)) {
    if (service.build) {
      assert.ok(existsSync(path.join(root, service.build.context, service.build.dockerfile)), `${name} Dockerfile`);
    }
    for (const volume of service.volumes ?? []) {
      const [source] = volume.split(':');
      if (!source.startsWith('./') || source === './dist') continue;
      assert.ok(existsSync(path.join(root, source)), `${name} mounts ${source}`);
    }
  }
});

test('the proxy sends /api and socket.io to the API and the rest to the web service', () => {
  const conf = readFileSync(path.join(root, 'tools/docker/proxy.nginx.conf'), 'utf8');
  assert.match(conf, /server api:3000/);
  assert.match(conf, /location \/api\/socket\.io\/[\s\S]*Upgrade \$http_upgrade/);
  assert.match(conf, /location \/ \{\s*proxy_pass http:\/\/web;/);
});
