import { migrate } from '../db/orm.js';
import { withOrm } from './script-context.js';

await withOrm(async (orm) => {
  const applied = await migrate(orm);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
});
