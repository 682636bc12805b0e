/** The release this build is served as; set by the build (DefinePlugin), see libs/web-build/rspack.mjs. */
declare const __REMOTE_VERSION__: string;
