import { defineRemoteBuild } from '@cigogne/tooling/remote';

// Everything from the registry (remote-contract/features.json): container, exposed modules, dev port.
export default defineRemoteBuild('admin');
