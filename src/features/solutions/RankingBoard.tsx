import { useState, type EventHandler, type KeyboardEventHandler, type SyntheticEvent } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type Collision,
  type CollisionDetection,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'react-bootstrap';
import { solutionById, type Solution } from '../../domain/solutions';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { SolutionCard } from './SolutionCard';
import { RANKING_INSTRUCTIONS, rankingAnnouncements } from './rankingBoardTexts';

interface RankingBoardProps {
  solutions: readonly Solution[];
  /** The ids in the viewer's order, leftmost (= #1) first. */
  order: readonly string[];
  onChange(order: string[]): void;
  /** Once a best solution is chosen or suggested, nothing moves. */
  locked: boolean;
}

/**
 * The card whose middle is nearest sideways to the lifted card's: the row is one line, and on a
 * phone an opened card is much taller than the rest, so distance by height (closestCenter) would
 * keep a card from ever reaching the place beside an opened one.
 */
const closestInRow: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const middle = (left: number, width: number) => left + width / 2;
  const lifted = middle(collisionRect.left, collisionRect.width);
  return droppableContainers
    .flatMap((container): Collision[] => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, data: { droppableContainer: container, value: Math.abs(middle(rect.left, rect.width) - lifted) } }] : [];
    })
    .sort((a, b) => (a.data?.value as number) - (b.data?.value as number));
};

/** The drop animation of the spec: between 0.33 and 0.55 s. */
const DROP_ANIMATION = { duration: 400, easing: 'cubic-bezier(0.2, 0, 0, 1)' };

/**
 * A finger drags after the spec's 120 ms long-press; moving more than 5 px before that (dnd-kit's
 * suggested tolerance) is a swipe, which the browser scrolls: the slots are `touch-action:
 * manipulation` as dnd-kit's touch-sensor guidance advises (`pan-y` left only the gap between
 * cards to swipe the row on).
 */
const TOUCH_ACTIVATION = { delay: 120, tolerance: 5 };
/** Wider than this, every card shows its details from the start; narrower, each opens on a tap. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The solutions as a horizontal row of cards, ranked left (highest) to right (lowest), sorted
 * by drag and drop: a mouse after 5 px of movement, a finger after a 120 ms press, or the
 * keyboard from each card's handle (Space to lift, arrows to move, Space to drop, Escape to
 * cancel), with announcements for screen readers. Each card also has Earlier/Later buttons for
 * anyone who would rather not drag.
 */
export function RankingBoard({ solutions, order, onChange, locked }: RankingBoardProps) {
  const [active, setActive] = useState<string | null>(null);
  const wide = useMediaQuery(WIDE_SCREEN);
  // The cards the viewer opened (narrow screens) or closed (wide ones).
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const isExpanded = (id: string) => wide !== toggled.has(id);
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string) => solutionById(solutions, id)?.title ?? id;
  const positionOf = (id: string) => order.indexOf(id) + 1;
  const move = (id: string, to: number) => {
    const from = order.indexOf(id);
    if (from < 0 || to < 0 || to >= order.length) return;
    onChange(arrayMove([...order], from, to));
  };

  const onDragStart = ({ active: started }: DragStartEvent) => setActive(String(started.id));
  const onDragEnd = ({ active: dropped, over }: DragEndEvent) => {
    setActive(null);
    if (over && dropped.id !== over.id) move(String(dropped.id), order.indexOf(String(over.id)));
  };
  const lifted = active ? solutionById(solutions, active) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestInRow}
      autoScroll={{ threshold: { x: 0.25, y: 0.25 } }}
      accessibility={{ announcements: rankingAnnouncements(titleOf, positionOf, order.length), screenReaderInstructions: RANKING_INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <SortableContext items={[...order]} strategy={horizontalListSortingStrategy} disabled={locked}>
        <ol className="ranking-board list-unstyled" aria-label="Your ranking, first choice on the left">
          {order.map((id, index) => {
            const solution = solutionById(solutions, id);
            return solution ? (
              <SortableCard
                key={id}
                solution={solution}
                rank={index + 1}
                total={order.length}
                locked={locked}
                expanded={isExpanded(id)}
                onToggle={() => toggle(id)}
                onMove={(to) => move(id, to)}
              />
            ) : null;
          })}
        </ol>
      </SortableContext>
      <DragOverlay dropAnimation={DROP_ANIMATION}>{lifted ? <SolutionCard solution={lifted} rank={positionOf(lifted.id)} expanded={isExpanded(lifted.id)} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}

interface SortableCardProps {
  solution: Solution;
  rank: number;
  total: number;
  locked: boolean;
  expanded: boolean;
  onToggle(): void;
  onMove(to: number): void;
}

function SortableCard({ solution, rank, total, locked, expanded, onToggle, onMove }: SortableCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: solution.id, disabled: locked });
  // Pointer and touch start anywhere on the card; the keyboard works from the handle only, so
  // Enter on the Earlier/Later buttons never lifts the card.
  const { onKeyDown, ...pointer } = (listeners ?? {}) as { onKeyDown?: KeyboardEventHandler } & Record<string, EventHandler<SyntheticEvent>>;
  const style = { transform: CSS.Translate.toString(transform), transition };
  const controls = locked ? null : (
    <div className="d-flex align-items-center gap-1">
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-outline-secondary solution-card__handle flex-grow-1"
        {...attributes}
        onKeyDown={onKeyDown}
        aria-label={`Drag solution "${solution.title}", now #${rank} of ${total}`}
      >
        <span aria-hidden="true">⠿ </span>Drag
      </button>
      <Button size="sm" variant="outline-secondary" disabled={rank === 1} onClick={() => onMove(rank - 2)} aria-label={`Move "${solution.title}" one place left`}>
        ←
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={rank === total} onClick={() => onMove(rank)} aria-label={`Move "${solution.title}" one place right`}>
        →
      </Button>
    </div>
  );
  return (
    <li ref={setNodeRef} style={style} className={`ranking-board__slot${isDragging ? ' ranking-board__slot--placeholder' : ''}`} {...(locked ? {} : pointer)}>
      <SolutionCard solution={solution} rank={rank} controls={controls} expanded={expanded} onToggle={onToggle} />
    </li>
  );
}
