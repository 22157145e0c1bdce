// The build prepares the template without reading the run-time configuration: a build runs where the
// server will not (a CI job, an image build with NODE_ENV=production and no DATABASE_URL).
import { dbTemplateDir } from '../config/env';
import { buildTemplate } from './template';

const { ms } = await buildTemplate(dbTemplateDir);
console.log(`database template ready in ${ms} ms: ${dbTemplateDir}`);
