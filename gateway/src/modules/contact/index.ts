/** What other modules use of contact besides its descriptor, services and entities: the operator's reply form (admin). */
export { ContactReplyInput } from './dto/contact-reply.inputs.js';
