// The registered message namespaces: adding one is one line here. The export name is the
// namespace prefix of its keys (`errors.pageNotFound`); see i18n/messages.ts.
export { default as accountArea } from "./account-area.ts";
export { default as accountMail } from "./account-mail.ts";
export { default as accounts } from "./accounts.ts";
export { default as campaigns } from "./campaigns.ts";
export { default as catalog } from "./catalog.ts";
export { default as club } from "./club.ts";
export { default as company } from "./company.ts";
export { default as complaints } from "./complaints.ts";
export { default as companyCampaigns } from "./company-campaigns.ts";
export { default as catalogPages } from "./catalog-pages.ts";
export { default as checkout } from "./checkout.ts";
export { default as dev } from "./dev.ts";
export { default as errors } from "./errors.ts";
export { default as forms } from "./forms.ts";
export { default as history } from "./history.ts";
export { default as menu } from "./menu.ts";
export { default as orders } from "./orders.ts";
export { default as pages } from "./pages.ts";
export { default as product } from "./product.ts";
export { default as returns } from "./returns.ts";
export { default as reviewWriting } from "./review-writing.ts";
export { default as shell } from "./shell.ts";
export { default as admin } from "./admin.ts";
