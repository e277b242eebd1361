import { Ctx, Field, FieldResolver, Float, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { TimelineEvent } from '../timelines/timeline-event.entity.js';
import { PhotoView } from './photo-urls.js';
import type { PhotoService } from './photo.service.js';

@ObjectType({ description: "What the signed-in user's photos take of their storage quota." })
class PhotoUsage {
  @Field(() => Float)
  usedBytes: number;

  @Field(() => Float)
  quotaBytes: number;
}

/** GraphQL face of PhotoService: an event's photos and the quota (uploads go through REST: multipart). */
@Resolver(() => TimelineEvent)
export class PhotoResolver {
  constructor(private readonly service: PhotoService) {}

  @FieldResolver(() => [PhotoView], { description: 'Oldest first.' })
  photos(@Root() event: TimelineEvent): Promise<PhotoView[]> {
    return this.service.viewsOf(event);
  }

  @Query(() => PhotoUsage)
  photoUsage(@Ctx() ctx: GraphQLContext): Promise<PhotoUsage> {
    return this.service.usage(ctx.userId);
  }
}
