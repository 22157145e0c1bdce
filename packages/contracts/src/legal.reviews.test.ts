import { describe, expect, it } from 'vitest';
import { legalDocuments } from './legal';

describe('the Aydınlatma Metni on reviews (decision 053)', () => {
  it('says what of a review is public, and that a health venue shows initials and no service', () => {
    const doc = legalDocuments({ email: 'kvkk@randevu.example', phone: '0212 000 00 00' })['aydinlatma-metni'];
    const transfer = doc.sections.find((s) => s.heading === 'Kişisel Verilerin Aktarılması');
    expect(transfer?.paragraphs).toContain(
      'Tamamlanan bir randevunuz için yazdığınız değerlendirme (puan ve yorum), işletmenin sayfasında adınız ve soyadınızın baş harfiyle (ör. “Mehmet K.”) ve aldığınız hizmetin adıyla herkese açık olarak gösterilir. Sağlık kategorisindeki işletmelere ilişkin değerlendirmelerde, bir kişiyi bir sağlık hizmetiyle ilişkilendirmemek için yalnızca adınızın ve soyadınızın baş harfleri (ör. “M. K.”) gösterilir; aldığınız hizmetin adı gösterilmez.',
    );
  });
});
