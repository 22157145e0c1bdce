import { CONTRACT_TYPES, legalDocuments, type ContractType, type LegalDocument } from '@randevu/contracts';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import { site } from '@/config/site';

/** The four legal texts of /pages/{type}, with the site's contact details. */
export const legalPageDocuments = legalDocuments({ email: site.email, phone: site.phone });

export const isContractType = (value: string | undefined): value is ContractType =>
  CONTRACT_TYPES.includes(value as ContractType);

/** A legal page's meta description: the same on the page (usePageMeta) and in the HTML the build renders. */
export const legalPageDescription = (document: LegalDocument) =>
  marketplaceMessages.legal.metaDescription.replace('{title}', document.title);
