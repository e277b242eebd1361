import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A stored file of the PostgreSQL photo storage driver (docs/operations.md#photo-storage). */
@Entity({ tableName: 'photo_objects' })
export class StoredObject {
  @PrimaryKey({ length: 200 })
  key: string;

  @Property({ length: 50 })
  contentType: string;

  @Property({ type: 'blob', lazy: true })
  data: Buffer;
}
