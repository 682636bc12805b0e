/** CSS modules (`*.module.css`): the class names, hashed by the build of the app that uses libs/ui. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
