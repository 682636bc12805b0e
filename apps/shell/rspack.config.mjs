import { hostConfig } from '@fixflow/shell-sdk/build';

export default (env) => hostConfig({ projectDir: import.meta.dirname, env, devPort: 4200 });
