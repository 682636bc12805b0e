// Async boundary: lets Module Federation set up the shared singletons before any of them is used.
import('./bootstrap').catch((error: unknown) => {
  console.error('Fixflow failed to start', error);
});
