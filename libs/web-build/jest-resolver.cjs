// Our workspace packages export TypeScript under the "source" condition. Only
// they get it: some npm packages (scroll-into-view-if-needed, used by antd)
// also publish "source" pointing at TypeScript that Jest must not load.
module.exports = (request, options) =>
  options.defaultResolver(request, {
    ...options,
    conditions: request.startsWith('@fixflow/') ? ['source', ...(options.conditions ?? [])] : options.conditions,
  });
