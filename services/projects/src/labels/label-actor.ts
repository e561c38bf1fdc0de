import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { ActorSchema } from '@kizuna/proto';
import type { Actor } from '../run-access.js';

/**
 * Who asks, for the labels specs: an admin of no team unless the fields say otherwise (a label
 * editor is `{ isAdmin: false, labelEditor: true }`).
 */
export function labelActor(fields: MessageInitShape<typeof ActorSchema> = {}): NonNullable<Actor> {
  return create(ActorSchema, {
    userId: 'a1',
    email: 'admin@example.com',
    name: 'Admin',
    isAdmin: true,
    supplierCode: '',
    ...fields,
  });
}
