/**
 * The contact module's face (contact requests to the operators): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { contactModule } from './contact.module.js';
export type { ContactService } from './contact.service.js';
export { ContactReplyInput } from './dto/contact-reply.inputs.js';
export { ContactAction } from './contact-action.entity.js';
export { ContactRequest } from './contact-request.entity.js';
export { type AdminContactRow } from './contact.admin.js';
