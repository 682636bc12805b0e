/** The release this build is served as; set by the build (DefinePlugin), see libs/shell-sdk/build. */
declare const __REMOTE_VERSION__: string;
