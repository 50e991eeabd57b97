export * from './constants.js';
export * from './format.js';
export * from './users.js';
export * from './api.js';
export * from './geo.js';
export * from './products.js';
export * from './inventories.js';
export * from './storages.js';
