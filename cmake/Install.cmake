# Desktop integration installed next to the programs (GNUInstallDirs layout, so a .deb puts
# them under /usr and `cmake --install build --prefix ~/.local` under ~/.local):
#   share/applications/gridgames.desktop          menu entry (Categories Game;BoardGame;)
#   share/icons/hicolor/{scalable,NxN}/apps/       the icon as SVG and PNG renderings
#   share/metainfo/<id>.metainfo.xml               AppStream data for software centres
#   share/man/man6/gridgames.6, gridgames-cli.6,   manual pages (gzipped where gzip exists)
#                  pbrain-gridgames.6
#   share/doc/gridgames/                           README, RULES.md, copyright (licence), changelog
# The programs install themselves (app/, tools/). Translations need no files: they are
# compiled into the binary (qt_add_translations in ui/CMakeLists.txt).

set(GG_APPSTREAM_ID io.github.gridgames.GridGames)
set(GG_RESOURCES ${PROJECT_SOURCE_DIR}/resources)

if(UNIX AND NOT APPLE)
    install(FILES ${GG_RESOURCES}/gridgames.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${GG_RESOURCES}/icons/gridgames.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    foreach(size 16 22 24 32 48 64 128 256)
        install(FILES ${GG_RESOURCES}/icons/hicolor/${size}x${size}/apps/gridgames.png
                DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
    install(FILES ${GG_RESOURCES}/${GG_APPSTREAM_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

    # Debian policy wants manual pages compressed with gzip -9n (no timestamp, reproducible).
    find_program(GG_GZIP gzip)
    foreach(page gridgames.6 gridgames-cli.6 pbrain-gridgames.6)
        if(GG_GZIP)
            add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.gz
                COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/man
                COMMAND ${GG_GZIP} -9nc ${GG_RESOURCES}/man/${page}
                        > ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.gz
                DEPENDS ${GG_RESOURCES}/man/${page}
                COMMENT "Compressing manual page ${page}" VERBATIM)
            list(APPEND GG_MAN_PAGES ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.gz)
        else()
            list(APPEND GG_MAN_PAGES ${GG_RESOURCES}/man/${page})
        endif()
    endforeach()
    # The Debian changelog of this native package, compressed the same way.
    if(GG_GZIP)
        add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
            COMMAND ${GG_GZIP} -9nc ${GG_RESOURCES}/changelog > ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
            DEPENDS ${GG_RESOURCES}/changelog VERBATIM)
        set(GG_CHANGELOG ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz)
    else()
        set(GG_CHANGELOG ${GG_RESOURCES}/changelog)
    endif()
    add_custom_target(gg_man_pages ALL DEPENDS ${GG_MAN_PAGES} ${GG_CHANGELOG})
    install(FILES ${GG_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
    # Debian's place for the licence statement is /usr/share/doc/<package>/copyright, with
    # the GPL text itself in /usr/share/common-licenses (base-files).
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/copyright
"Grid Games ${PROJECT_VERSION}
Copyright 2026 Grid Games contributors
License: GPL-3.0-or-later

This program is free software: you can redistribute it and/or modify it under the terms
of the GNU General Public License as published by the Free Software Foundation, either
version 3 of the License, or (at your option) any later version.

This program is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
PARTICULAR PURPOSE. See the GNU General Public License for more details.

On Debian systems the full text of the GNU General Public License version 3 is in
/usr/share/common-licenses/GPL-3; it is also the file LICENSE of the source.
")
    install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/RULES.md
                  ${CMAKE_CURRENT_BINARY_DIR}/copyright
                  ${GG_CHANGELOG}
            DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/gridgames)
endif()

# Windows and macOS have no system Qt: copy Qt's libraries and plugins next to the app
# (windeployqt / macdeployqt behind Qt's deploy script). Untested here, see README.
if((WIN32 OR APPLE) AND TARGET gridgames)
    qt_generate_deploy_app_script(TARGET gridgames FILENAME_VARIABLE GG_DEPLOY_SCRIPT
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
    install(SCRIPT ${GG_DEPLOY_SCRIPT})
endif()

# Checks of the installed data, when the checkers are there (tools/package.sh installs
# them): desktop-file-validate, appstreamcli validate, the manual pages through groff, and
# the metainfo's newest release equal to the project version.
find_program(GG_DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(GG_APPSTREAMCLI appstreamcli)
find_program(GG_GROFF groff)
if(GG_BUILD_TESTS)
    add_test(NAME desktop_integration
        COMMAND ${CMAKE_COMMAND}
            -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
            -DVERSION=${PROJECT_VERSION}
            -DAPPSTREAM_ID=${GG_APPSTREAM_ID}
            -DDESKTOP_FILE_VALIDATE=${GG_DESKTOP_FILE_VALIDATE}
            -DAPPSTREAMCLI=${GG_APPSTREAMCLI}
            -DGROFF=${GG_GROFF}
            -P ${PROJECT_SOURCE_DIR}/cmake/check_desktop_integration.cmake)
endif()
