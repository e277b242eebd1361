/** An item's uploaded photo as the views read it: its URLs are made for the caller (PhotoUrls). */
export interface ItemPhotoData {
  id: string;
  width: number;
  height: number;
}

/** The photo of the item whose id column is `idColumn`, as a SQL json object (null without one): the entity and the read model share it. */
export const itemPhotoSql = (idColumn: string) =>
  `(select json_build_object('id', p.id, 'width', p.width, 'height', p.height) from photos p where p.item_id = ${idColumn})`;
