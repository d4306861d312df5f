#include "gomoku/gomokuopenings.h"

namespace gg::gomoku {

// Black 1 on the centre (h8 on 15 × 15), white 2 on h9 (direct) or i9 (indirect); black 3's
// offset from the centre as (rows up, columns right).
const std::array<RenjuOpening, 26> RenjuOpenings = {{
    {"kansei", true, 2, 0},      // 寒星 h10
    {"keigetsu", true, 2, 1},    // 溪月 i10
    {"sosei", true, 2, 2},       // 疏星 j10
    {"kagetsu", true, 1, 1},     // 花月 i9
    {"zangetsu", true, 1, 2},    // 残月 j9
    {"ugetsu", true, 0, 1},      // 雨月 i8
    {"kinsei", true, 0, 2},      // 金星 j8
    {"shogetsu", true, -1, 0},   // 松月 h7
    {"kyugetsu", true, -1, 1},   // 丘月 i7
    {"shingetsu", true, -1, 2},  // 新月 j7
    {"zuisei", true, -2, 0},     // 瑞星 h6
    {"sangetsu", true, -2, 1},   // 山月 i6
    {"yusei", true, -2, 2},      // 游星 j6
    {"chosei", false, 2, 2},     // 长星 j10
    {"kyogetsu", false, 1, 2},   // 峡月 j9
    {"kosei", false, 0, 2},      // 恒星 j8
    {"suigetsu", false, -1, 2},  // 水月 j7
    {"ryusei", false, -2, 2},    // 流星 j6
    {"ungetsu", false, 0, 1},    // 云月 i8
    {"hogetsu", false, -1, 1},   // 浦月 i7
    {"rangetsu", false, -2, 1},  // 岚月 i6
    {"gingetsu", false, -1, 0},  // 银月 h7
    {"meisei", false, -2, 0},    // 明星 h6
    {"shagetsu", false, -1, -1}, // 斜月 g7
    {"meigetsu", false, -2, -1}, // 名月 g6
    {"suisei", false, -2, -2},   // 彗星 f6
}};

std::optional<RenjuOpening> renjuOpening(std::string_view key)
{
    for (const RenjuOpening &o : RenjuOpenings)
        if (key == o.key)
            return o;
    return std::nullopt;
}

std::array<Point, 3> openingStones(const RenjuOpening &opening, int size)
{
    const int c = size / 2;
    return {Point{c, c}, Point{c - 1, opening.direct ? c : c + 1},
            Point{c - opening.up, c + opening.right}};
}

} // namespace gg::gomoku
