import { PageBanner } from '../components/PageBanner';
import { RoomGrid } from '../components/RoomGrid';
import { SectionTitle } from '../components/SectionTitle';

export function RoomPage() {
  return (
    <>
      <PageBanner title="Room" />
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle
            kicker="Our rooms"
            title="Rooms and suites for every kind of stay"
            text="Six room types, all with breakfast, fast WiFi and a bed you will not want to leave."
          />
          <RoomGrid />
        </div>
      </section>
    </>
  );
}
