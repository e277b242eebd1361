import { defineRemote } from '../rspack.config.base.ts';

// Everything from the registry (remote-contract/features.json): container, exposed modules, dev port.
export default defineRemote('predictions');
