export const REMOTE_VERSION: string = __REMOTE_VERSION__;
