/**
 * Common yoga poses by English name, with the usual Sanskrit name and a kind (plain facts).
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
export type PoseKind = "standing" | "seated" | "balancing" | "backbend" | "resting";

export interface YogaPose {
  name: string;
  sanskrit: string;
  kind: PoseKind;
}

const p = (kind: PoseKind, pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([name, sanskrit]) => ({ name, sanskrit, kind }));

const poses: readonly YogaPose[] = [
  ...p("standing", [
    ["Mountain", "Tadasana"],
    ["Downward-facing dog", "Adho Mukha Svanasana"],
    ["Warrior I", "Virabhadrasana I"],
    ["Warrior II", "Virabhadrasana II"],
    ["Triangle", "Trikonasana"],
    ["Extended side angle", "Utthita Parsvakonasana"],
    ["Chair", "Utkatasana"],
    ["Standing forward bend", "Uttanasana"],
    ["Wide-legged forward bend", "Prasarita Padottanasana"],
    ["Pyramid", "Parsvottanasana"],
    ["Goddess", "Utkata Konasana"],
    ["Low lunge", "Anjaneyasana"],
    ["High lunge", "Ashta Chandrasana"],
    ["Revolved triangle", "Parivrtta Trikonasana"],
    ["Reverse warrior", "Viparita Virabhadrasana"],
    ["Garland", "Malasana"],
    ["Standing half forward bend", "Ardha Uttanasana"],
    ["Revolved chair", "Parivrtta Utkatasana"],
  ]),
  ...p("seated", [
    ["Easy pose", "Sukhasana"],
    ["Lotus", "Padmasana"],
    ["Staff", "Dandasana"],
    ["Seated forward bend", "Paschimottanasana"],
    ["Head-to-knee", "Janu Sirsasana"],
    ["Bound angle", "Baddha Konasana"],
    ["Hero", "Virasana"],
    ["Cow face", "Gomukhasana"],
    ["Half lord of the fishes", "Ardha Matsyendrasana"],
    ["Wide-angle seated forward bend", "Upavistha Konasana"],
    ["Boat", "Navasana"],
    ["Thunderbolt", "Vajrasana"],
    ["Marichi's pose", "Marichyasana"],
    ["Fire log", "Agnistambhasana"],
    ["Gate", "Parighasana"],
  ]),
  ...p("balancing", [
    ["Tree", "Vrksasana"],
    ["Warrior III", "Virabhadrasana III"],
    ["Half moon", "Ardha Chandrasana"],
    ["Eagle", "Garudasana"],
    ["Crow", "Bakasana"],
    ["Dancer", "Natarajasana"],
    ["Side plank", "Vasisthasana"],
    ["Plank", "Phalakasana"],
    ["Four-limbed staff", "Chaturanga Dandasana"],
    ["Extended hand-to-big-toe", "Utthita Hasta Padangusthasana"],
    ["Headstand", "Sirsasana"],
    ["Forearm stand", "Pincha Mayurasana"],
    ["Handstand", "Adho Mukha Vrksasana"],
    ["Firefly", "Tittibhasana"],
    ["Side crow", "Parsva Bakasana"],
  ]),
  ...p("backbend", [
    ["Cobra", "Bhujangasana"],
    ["Upward-facing dog", "Urdhva Mukha Svanasana"],
    ["Bridge", "Setu Bandha Sarvangasana"],
    ["Wheel", "Urdhva Dhanurasana"],
    ["Camel", "Ustrasana"],
    ["Bow", "Dhanurasana"],
    ["Locust", "Salabhasana"],
    ["Fish", "Matsyasana"],
    ["Sphinx", "Salamba Bhujangasana"],
    ["Upward plank", "Purvottanasana"],
    ["King pigeon", "Kapotasana"],
    ["Cat", "Marjaryasana"],
    ["Cow", "Bitilasana"],
    ["Wild thing", "Camatkarasana"],
  ]),
  ...p("resting", [
    ["Child's pose", "Balasana"],
    ["Corpse", "Savasana"],
    ["Happy baby", "Ananda Balasana"],
    ["Legs up the wall", "Viparita Karani"],
    ["Reclined bound angle", "Supta Baddha Konasana"],
    ["Supine twist", "Supta Matsyendrasana"],
    ["Pigeon", "Eka Pada Rajakapotasana"],
    ["Puppy", "Uttana Shishosana"],
    ["Knees to chest", "Apanasana"],
    ["Shoulder stand", "Salamba Sarvangasana"],
    ["Plough", "Halasana"],
    ["Reclining hand-to-big-toe", "Supta Padangusthasana"],
  ]),
];

export default poses;
