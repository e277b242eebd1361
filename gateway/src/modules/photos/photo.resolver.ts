import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { TimelineEvent } from '../timelines/index.js';
import { Timeline } from '../timelines/index.js';
import { PhotoView } from './photo-urls.js';
import type { PhotoService } from './photo.service.js';

@ObjectType()
class PhotoUsage {
  @Field(() => Float)
  usedBytes: number;

  @Field(() => Float)
  quotaBytes: number;
}

/** GraphQL face of PhotoService: an event's photos, their removal and the quota (uploads go through REST: multipart). */
@Resolver(() => TimelineEvent)
export class PhotoResolver {
  constructor(private readonly service: PhotoService) {}

  @FieldResolver(() => [PhotoView], { description: 'Oldest first.' })
  photos(@Root() event: TimelineEvent): Promise<PhotoView[]> {
    return this.service.viewsOf(event);
  }

  @Mutation(() => Boolean, { description: 'Removes a photo of an event (uploads are REST: multipart).' })
  async deleteTimelineEventPhoto(
    @Arg('timelineId', () => ID) timelineId: string,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('photoId', () => ID) photoId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.service.remove(ctx.userId, timelineId, eventId, photoId);
    return true;
  }

  @Query(() => PhotoUsage, { description: "What the signed-in user's photos take of their storage quota." })
  photoUsage(@Ctx() ctx: GraphQLContext): Promise<PhotoUsage> {
    return this.service.usage(ctx.userId);
  }
}

/** A timeline's photo count (its dashboard row shows it), batched over the timelines of one list. */
@Resolver(() => Timeline)
export class TimelinePhotosResolver {
  constructor(private readonly service: PhotoService) {}

  @FieldResolver(() => Int, { description: 'Photos on all its events.' })
  photoCount(@Root() timeline: Timeline): Promise<number> {
    return this.service.counts.of(timeline.id);
  }
}
