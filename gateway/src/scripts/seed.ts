import { seedIfEmpty, shouldSeedDemo, workingDemoLogins } from '../seed/seed.js';
import { migrate } from '../db/orm.js';
import { withOrm } from './script-context.js';

await withOrm(async (orm, config) => {
  // the same rule as `npm start`: demo logins have published passwords
  if (!shouldSeedDemo(config, !config.databaseUrl)) {
    // not fail(): withOrm must still stop the database it started
    process.exitCode = 1;
    console.error(
      config.production
        ? 'Sample data is never created with NODE_ENV=production.'
        : 'Sample data goes only on the embedded database; set SEED_DEMO=true to create it on DATABASE_URL.',
    );
    return;
  }
  await migrate(orm);
  const seeded = await seedIfEmpty(orm, config);
  const logins = await workingDemoLogins(orm);
  console.log(
    (seeded ? 'Sample data created.' : 'The database already has users: nothing seeded.') +
      (logins.length ? ` Logins: ${logins.map((a) => `${a.email} / ${a.password}`).join(', ')}` : ''),
  );
});
