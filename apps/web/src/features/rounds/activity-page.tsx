import { useParams } from 'react-router';
import { RoomScreen } from './components/RoomScreen';
import { RoundsRealtime } from './lib/realtime';
import './rounds.css';

/** `/activity/:id`: a digit betting room (seed §4). */
export default function ActivityPage() {
  const roomId = Number(useParams().id);
  return (
    <RoundsRealtime>
      <RoomScreen roomId={roomId} />
    </RoundsRealtime>
  );
}
