export * from './constants.js';
export * from './format.js';
export * from './users.js';
export * from './api.js';
