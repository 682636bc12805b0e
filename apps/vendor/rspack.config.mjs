import { remoteConfig } from '@fixflow/web-build';

export default (env) =>
  remoteConfig({ projectDir: import.meta.dirname, name: 'vendor', env, devPort: 4201 });
