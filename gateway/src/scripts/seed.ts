import { DEMO_ACCOUNTS, seedIfEmpty } from '../seed/seed.js';
import { migrate } from '../db/orm.js';
import { withOrm } from './script-context.js';

await withOrm(async (orm, config) => {
  await migrate(orm);
  const seeded = await seedIfEmpty(orm, config);
  console.log(
    seeded
      ? `Sample data created. Logins: ${DEMO_ACCOUNTS.owner.email} / ${DEMO_ACCOUNTS.owner.password}, ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`
      : 'The database already has users: nothing seeded.',
  );
});
