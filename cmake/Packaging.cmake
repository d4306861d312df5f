# CPack: `cpack` in the build folder (tools/package.sh does it all) makes
#   Linux:   gridgames_<version>_<arch>.deb and gridgames-<version>-Linux-<arch>.tar.gz
#   Windows: an NSIS installer      } described here but untested: this project is built
#   macOS:   a DragNDrop .dmg       } and checked on Debian 12 only (see README).

set(CPACK_PACKAGE_NAME gridgames)
set(CPACK_PACKAGE_VENDOR "Grid Games contributors")
set(CPACK_PACKAGE_CONTACT "Grid Games maintainers <gridgames@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "six grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory, Zou Si Qi")
set(CPACK_PACKAGE_DESCRIPTION
    "Grid Games (格子游戏) is a desktop collection of classic grid games in
English, Simplified and Traditional Chinese: 2048, Connect Four, Gomoku
(five in a row), Lianliankan (Shisen-Sho tile matching), Memory and
Zou Si Qi, a folk game from Shandong. Each game plays by keyboard or mouse,
has a computer opponent or helper, keeps high scores and saves the game in
progress after every move. The package also contains gridgames-cli, the
game engines on the command line, and pbrain-gridgames, a Gomoku engine for
Gomocup tournament managers. Grid Games never uses the network.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/gridgames/gridgames")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Grid Games")
set(CPACK_PACKAGE_EXECUTABLES gridgames "Grid Games")
# tools/package.sh packages a Release build; whatever the build type, the programs are stripped.
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build.*/" "/out/")

if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    set(GG_ARCH x86_64)
else()
    set(GG_ARCH ${CMAKE_SYSTEM_PROCESSOR})
endif()

if(WIN32)
    set(CPACK_GENERATOR NSIS)
    set(CPACK_NSIS_DISPLAY_NAME "Grid Games")
    set(CPACK_NSIS_PACKAGE_NAME "Grid Games ${PROJECT_VERSION}")
    set(CPACK_NSIS_URL_INFO_ABOUT ${CPACK_PACKAGE_HOMEPAGE_URL})
    set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\gridgames.exe")
    set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
    set(CPACK_NSIS_MODIFY_PATH OFF)
    # The Start-menu entry comes from CPACK_PACKAGE_EXECUTABLES (bin/gridgames.exe).
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    set(CPACK_DMG_VOLUME_NAME "Grid Games")
    set(CPACK_DMG_FORMAT UDBZ)
    set(CPACK_PACKAGE_FILE_NAME "GridGames-${PROJECT_VERSION}-macOS")
else()
    set(CPACK_GENERATOR DEB TGZ)
    set(CPACK_ARCHIVE_FILE_NAME gridgames-${PROJECT_VERSION}-Linux-${GG_ARCH})
    set(CPACK_PACKAGE_FILE_NAME gridgames-${PROJECT_VERSION}-Linux-${GG_ARCH})

    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gridgames_<version>_<arch>.deb
    set(CPACK_DEBIAN_PACKAGE_SECTION games)
    set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CPACK_PACKAGE_HOMEPAGE_URL})
    # Depends comes from the built programs: dpkg-shlibdeps maps every shared library they
    # link (libQt6Widgets.so.6 → libqt6widgets6 (>= 6.4.x), libc6, libstdc++6, …) to its
    # package and minimum version. Nothing is listed by hand.
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    # Qt's own catalogues (qtbase_zh_CN/zh_TW.qm: standard buttons and dialogs) are read at
    # run time from Qt's translations folder, which this package provides. The app is
    # complete without them (those few buttons stay English), so they are recommended, not
    # required; apt installs recommendations by default.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS qt6-translations-l10n)
    # Chinese text needs a CJK font; most Chinese desktops have one already.
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-noto-cjk | fonts-wqy-microhei")
endif()

include(CPack)
