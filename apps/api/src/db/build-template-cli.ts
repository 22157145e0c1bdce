import { loadConfig } from '../config/env';
import { buildTemplate } from './template';

const { dbTemplateDir } = loadConfig();
const { ms } = await buildTemplate(dbTemplateDir);
console.log(`database template ready in ${ms} ms: ${dbTemplateDir}`);
