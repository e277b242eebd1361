import { User } from '../modules/auth/user.entity.js';
import { fail, withOrm } from './script-context.js';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) fail('Usage: npm run user:admin -- <email>');

await withOrm(async (orm) => {
  const em = orm.em.fork();
  const user = await em.findOne(User, { email });
  if (!user) fail(`No user with the email ${email}.`);
  user.isAdmin = true;
  // an operator's grant: kept whatever ADMIN_EMAILS says
  user.adminByList = false;
  await em.flush();
  console.log(`${user.firstName} ${user.lastName} <${email}> is now an administrator.`);
});
