import { remoteConfig } from '@fixflow/web-build';

export default (env) =>
  remoteConfig({ projectDir: import.meta.dirname, name: 'admin', env, devPort: 4203 });
