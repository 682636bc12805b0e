import { hostConfig } from '@fixflow/web-build';

export default (env) => hostConfig({ projectDir: import.meta.dirname, env, devPort: 4200 });
