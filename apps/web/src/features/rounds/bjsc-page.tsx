import { useParams } from 'react-router';
import { RoomScreen } from './components/RoomScreen';
import { RoundsRealtime } from './lib/realtime';
import './rounds.css';

/** `/bjsc/:id`: the racing room (room type 16): the same order mechanics, with the race on top. */
export default function BjscPage() {
  const roomId = Number(useParams().id);
  return (
    <RoundsRealtime>
      <RoomScreen roomId={roomId} />
    </RoundsRealtime>
  );
}
