import { loadConfig } from '../config/env';
import { openConfiguredDatabase } from './open';
import { seedReference } from './seed/reference';
import { seedDemo } from './seed/demo';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await seedReference(database.db);
const created = await seedDemo(database.db, { uploadDir: config.uploadDir, passwordHashLogN: config.passwordHashLogN });
await database.close();
database.release();
console.log(created ? 'reference and demo data seeded' : 'reference data seeded; demo data already present');
