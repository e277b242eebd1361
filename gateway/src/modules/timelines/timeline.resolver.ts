import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isOwner } from '../../common/ownership.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { TimelineEventInput, TimelineInput } from './dto/timeline.inputs.js';
import { TimelineEvent } from './timeline-event.entity.js';
import { Timeline } from './timeline.entity.js';
import type { TimelineService } from './timeline.service.js';

/** GraphQL face of TimelineService: the same operations as /api/timelines. */
@Resolver(() => Timeline)
export class TimelineResolver {
  constructor(private readonly service: TimelineService) {}

  @Query(() => [Timeline], { description: "The signed-in user's timelines, newest first." })
  timelines(@Ctx() ctx: GraphQLContext): Promise<Timeline[]> {
    return this.service.listMine(ctx.userId);
  }

  @Query(() => Timeline, { description: 'A public timeline, or a private one of the signed-in user; otherwise notFound.' })
  timeline(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Timeline> {
    return this.service.get(ctx.userId, id);
  }

  @Mutation(() => Timeline)
  createTimeline(@Arg('input', () => TimelineInput) input: TimelineInput, @Ctx() ctx: GraphQLContext): Promise<Timeline> {
    return this.service.create(ctx.userId, input);
  }

  @Mutation(() => Timeline, { description: 'Replaces every field.' })
  updateTimeline(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TimelineInput) input: TimelineInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Timeline> {
    return this.service.update(ctx.userId, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the timeline and its events.' })
  async deleteTimeline(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.service.delete(ctx.userId, id);
    return true;
  }

  @Mutation(() => TimelineEvent)
  createTimelineEvent(
    @Arg('timelineId', () => ID) timelineId: string,
    @Arg('input', () => TimelineEventInput) input: TimelineEventInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TimelineEvent> {
    return this.service.createEvent(ctx.userId, timelineId, input);
  }

  @Mutation(() => TimelineEvent, { description: 'Replaces every field.' })
  updateTimelineEvent(
    @Arg('timelineId', () => ID) timelineId: string,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input', () => TimelineEventInput) input: TimelineEventInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TimelineEvent> {
    return this.service.updateEvent(ctx.userId, timelineId, eventId, input);
  }

  @Mutation(() => Boolean)
  async deleteTimelineEvent(
    @Arg('timelineId', () => ID) timelineId: string,
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.service.deleteEvent(ctx.userId, timelineId, eventId);
    return true;
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in user owns the timeline.' })
  isMine(@Root() timeline: Timeline, @Ctx() ctx: GraphQLContext): boolean {
    return isOwner(timeline, ctx.userId);
  }

  @FieldResolver(() => Int)
  eventCount(@Root() timeline: Timeline): Promise<number> {
    return this.service.eventCount(timeline);
  }

  @FieldResolver(() => [TimelineEvent], { description: 'Sorted by date, oldest first.' })
  events(@Root() timeline: Timeline): Promise<TimelineEvent[]> {
    return this.service.eventsOf(timeline);
  }
}
