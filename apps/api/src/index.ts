export { type App, type BuildAppOptions, buildApp } from './app.ts';
export { type Config, loadConfig, testConfig } from './config.ts';
export { type Database, type DialectName, openDatabase } from './db/database.ts';
