import { Enum, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { PageKind } from '../../common/page-kind.js';

/**
 * A row about one page of any kind (a co-owner, an invitation). No foreign key can name the page
 * (three tables): a trigger on each page table deletes these rows with it.
 */
export abstract class PageRow<Optional extends string = never> extends BaseEntity<Optional> {
  @Enum({ items: () => PageKind })
  kind: PageKind;

  @Property({ type: 'uuid' })
  pageId: string;
}
