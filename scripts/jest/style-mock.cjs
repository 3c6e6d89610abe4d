// CSS modules under jest: class names come back as their own keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
