// A CSS module under Jest: each class name is its own key, so markup stays readable in tests.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
