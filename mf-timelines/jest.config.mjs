import { frontendJestConfig } from '../jest.frontend.config.mjs';

export default frontendJestConfig(import.meta.dirname);
