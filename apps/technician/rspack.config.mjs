import { remoteConfig } from '@fixflow/web-build';

export default (env) =>
  remoteConfig({ projectDir: import.meta.dirname, name: 'technician', env, devPort: 4202 });
