import { ConfigError, loadConfig, type Config } from '../config.js';

/** The configuration, or the process ends with one line naming the wrong variable (the gateway, the worker, the scripts). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
