import { mountStandalone } from '@cigogne/ui/dev/mountStandalone';
import routes from './exposes/routes';

// Standalone development entry (`npm run dev -w mf-admin`, http://localhost:3004/mf/admin/): sign in
// with an admin account (the gateway answers 403 to anyone else).
mountStandalone({ name: 'admin', routes, home: '/admin/users', devEmail: 'admin@cigogne.local' });
