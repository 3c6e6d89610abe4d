// Test double for @module-federation/enhanced/runtime: tests register fake remote modules here.
const modules = new Map();
module.exports = {
  __setRemoteModule: (id, value) => modules.set(id, value),
  __reset: () => modules.clear(),
  init: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id) => {
    if (!modules.has(id)) throw new Error(`remote module ${id} is not available`);
    return modules.get(id);
  },
};
