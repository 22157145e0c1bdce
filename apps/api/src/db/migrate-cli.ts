import { loadConfig } from '../config/env';
import { openConfiguredDatabase } from './open';

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
await database.close();
database.release();
console.log('migrations applied');
